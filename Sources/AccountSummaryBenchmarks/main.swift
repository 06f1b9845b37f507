import Foundation
import AccountSummary
func show(_ s: String) -> String { s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : String(format: "<%04X>", $0.value) }.joined() }
var bad = 0, total = 0, failedPlans = 0
let t0 = Date()
for id in Locale.availableIdentifiers.sorted() {
  let loc = Locale(identifier: id)
  for c in ["USD","EUR","JPY","KWD","INR","CHF"] {
    do {
      let f = try CurrencyFormatter(currency: c, locale: loc)
      for a in ["0","-0.001","1234.5","-1234567.891","0.125","999999.995","12345678901234567890123456789012345678","1e100","-7e-100", "1000", "10000"] {
        let d = Decimal(string: a)!
        total += 1
        let ours = f.format(d), theirs = d.formatted(.currency(code: c).locale(loc))
        let joined = f.parts.format(d).parts.map(\.value).joined()
        if ours != theirs || joined != ours { bad += 1; if bad < 10 { print(id, c, a, show(ours), show(theirs), show(joined)) } }
      }
    } catch { failedPlans += 1; if failedPlans < 10 { print(id, c, error) } }
  }
}
print("bad", bad, "of", total, "failed plans", failedPlans, Date().timeIntervalSince(t0))
let f = try! CurrencyFormatter(currency: "EGP", locale: Locale(identifier: "ar_EG"))
for p in f.parts.format(Decimal(string: "-1234567.891")!).parts { print(p.kind, show(p.value)) }
