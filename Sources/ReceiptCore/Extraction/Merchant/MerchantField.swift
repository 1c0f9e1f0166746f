/// Chooses the merchant's name.
///
/// Favours large text near the top and names carrying a legal form (`SDN BHD`,
/// `LTD`, `INC`, `GMBH`); rejects rows that are addresses, phone numbers, URLs,
/// e-mail, tax or registration numbers, dates, receipt numbers, greetings and
/// slogans; joins a name printed over two rows; then cleans spacing and stray
/// punctuation.
struct MerchantField {
    let analysis: PageAnalysis

    var catalog = MerchantCatalog()
}
