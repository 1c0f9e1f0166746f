import Testing

@testable import ReceiptCore

/// The digest that names every receipt in scans and the ledger: FIPS 180-4's vectors,
/// fed whole and in uneven pieces.
@Suite("SHA-256")
struct SHA256Tests {
    @Test func standardVectors() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func piecesGiveTheSameDigestAsTheWhole() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex(million) == expected)
        var hasher = SHA256()
        var offset = 0
        var piece = 1
        while offset < million.count {
            let end = min(million.count, offset + piece)
            hasher.update(million[offset..<end])
            offset = end
            piece = piece * 3 % 997 + 1
        }
        let digest = hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(digest == expected)
        // A collection without contiguous storage takes the copying path.
        #expect(SHA256.hex(Array("abc".utf8).lazy.map { $0 }) == SHA256.hex(Array("abc".utf8)))
    }
}
