/// Numbers as the HTML and Markdown reports print them.
enum ReportNumber {
    /// "42 %" (whole percent).
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }

    /// "×1.27" (two decimals).
    static func factor(_ value: Double) -> String {
        "×" + decimal(value, places: 2)
    }

    /// `value` with `places` decimals, without Foundation's locale-dependent formatting.
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < places { fraction = "0" + fraction }
        return (value < 0 && scaled != 0 ? "-" : "") + String(whole) + (places > 0 ? "." + fraction : "")
    }

    /// "1,234" with thin grouping, for counts in prose.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { output += "," }
            output.append(digit)
        }
        return (value < 0 ? "-" : "") + output
    }
}
