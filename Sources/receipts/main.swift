import ReceiptsCLI

await ReceiptsCommandLine.main()
