#!/usr/bin/env python3
r"""Turns runs of the suite, exported as JMH JSON, into the tables of docs/performance.md.

    for run in 1 2 3; do
        swift package --package-path Benchmarks benchmark --format jmh --path stdout --no-progress \
            | grep '^\[' > /tmp/run$run.json
    done
    python3 Benchmarks/Scripts/tables.py /tmp/run1.json /tmp/run2.json /tmp/run3.json > /tmp/tables.md

The JMH export gives each metric per iteration: wall clock in microseconds,
mallocs as a count. This script divides by the calls per iteration (1,000 for
most rows, 1 for the per-call creation rows, 20,000 for the threaded rows) and
prints medians (p50) per call, in nanoseconds, with mallocs per call. Given
several runs, each row's figures come from the run with its lowest median: on a
shared virtual machine a whole benchmark can land in a slow phase of the host.
"""
import json
import sys

THREADED = 20_000


def load(paths):
    """Rows: each row's figures from the run with its lowest median. Ratios: the median of the runs' medians."""
    runs = [load_run(path) for path in paths]
    rows, ratios = {}, {}
    for name in runs[0][0]:
        medians = [run[0][name]["ns"] for run in runs if name in run[0]]
        best = min((run[0][name] for run in runs if name in run[0]), key=lambda row: row["ns"])
        rows[name] = dict(best, spread=max(medians) / min(medians))
    for key in runs[0][1]:
        values = [run[1][key] for run in runs if key in run[1]]
        if key[1] == "1thread/2threads":
            # Scaling: interference from outside lowers it, never raises it, so the best run is
            # the least disturbed; every run's figure is kept for the tables.
            ratios[key] = max(values)
            ratios[(key[0], "runs")] = values
        else:
            ratios[key] = sorted(values)[len(values) // 2]
    return rows, ratios


def load_run(path):
    rows, ratios, pairs = {}, {}, []
    with open(path) as f:
        for element in json.load(f):
            name = element["benchmark"].split(".", 3)[3]  # drop "package.benchmark.<Target>."
            metrics = element["secondaryMetrics"]
            if name.startswith("LocaleID.create.distinct."):
                continue  # one iteration of many calls, for its memory figures: read from the text output
            if name.endswith((".paired", ".scaling")) or name.startswith("Lookup.paired."):
                pairs.append((name, metrics))
                continue
            # ServerPageBenchmarks (Page.*) makes one call an iteration, as the per-call rows do.
            calls = THREADED if name.endswith(("thread", "threads")) else 1 if name.endswith(".perCall") or name.startswith("Page.") else 1000
            wall = metrics["Time (wall clock)"]["scorePercentiles"]
            mallocs = metrics["Malloc (total)"]["scorePercentiles"]["50.0"]
            rows[name] = {
                "ns": wall["50.0"] * 1000 / calls,
                "mallocs": mallocs / calls,
            }
    # A paired benchmark's custom metrics are "<row>/<base> permille". The JMH export carries
    # metrics over from the benchmark exported before (one dictionary for all), so only the
    # labels of rows this comparison has are read.
    for name, metrics in pairs:
        for metric, values in metrics.items():
            if not metric.endswith(" permille"):
                continue
            label, base = metric[: -len(" permille")].split("/")
            if name.endswith(".scaling"):
                genuine = (label, base) == ("1thread", "2threads")
            elif name.startswith("Lookup.paired."):
                genuine = base == "dictionary" and f"Lookup.{label}.1thread" in rows
            else:
                genuine = base == "library" and f"{name[: -len('.paired')]}.{label}" in rows
            if genuine:
                ratios[(name, metric[: -len(" permille")])] = values["scorePercentiles"]["50.0"] / 1000
    return rows, ratios


R = {}
P = {}


def paired(prefix, row, base="library"):
    """The median of `<prefix>.paired`'s `<row>/<base>`: row's time over base's, timed in turn."""
    return P.get((f"{prefix}.paired", f"{row}/{base}"))


def ns(name):
    return R[name]["ns"] if name in R else None


def fmt_ns(value):
    if value is None:
        return "—"
    if value >= 100_000:
        return f"{value / 1000:,.0f} µs"
    if value >= 10_000:
        return f"{value / 1000:,.1f} µs"
    return f"{value:,.0f}"


def fmt_mallocs(value):
    if value is None:
        return "—"
    value = round(value, 2)  # the threaded rows carry the harness's few mallocs per 20,000 calls
    if value == int(value):
        return f"{int(value)}"
    return f"{value:.2f}".rstrip("0")


def cell(name):
    if name not in R:
        return "—"
    return f"{fmt_ns(R[name]['ns'])} ({fmt_mallocs(R[name]['mallocs'])})"


def ratio(a, b):
    if a is None or b is None:
        return None
    return a / b


def inverse(value):
    return None if value is None else 1 / value


def scaling(base):
    return P.get((f"{base}.scaling", "1thread/2threads"))


def scaling_runs(base):
    values = P.get((f"{base}.scaling", "runs"))
    return "—" if values is None else ", ".join(f"{value:.2f}" for value in values)


THREADED_ROWS = [("Pool.numberFormat.library", "NumberFormat, cached"),
                 ("Pool.numberFormat.pool", "pool lookup + NumberFormat"),
                 ("Pool.numberFormat.pool.mixed", "pool lookup + NumberFormat, 50 keys in turn"),
                 ("Pool.numberFormat.raw", "raw unumf"),
                 ("Pool.dateFormat.library", "DateFormat, cached"),
                 ("Pool.dateFormat.pool", "pool lookup + DateFormat"),
                 ("Pool.dateFormat.raw", "raw udat_formatCalendar")]

LOOKUP_ROWS = [("Lookup.dictionary", "dictionary, no lock (floor)"),
               ("Lookup.concurrentQueue", "`DispatchQueue(attributes: .concurrent).sync`"),
               ("Lookup.mutex", "`Synchronization.Mutex`"),
               ("Lookup.pthreadMutex", "`pthread_mutex_lock`"),
               ("Lookup.rwlock", "`pthread_rwlock_rdlock`"),
               ("Lookup.pool", "`FormatterPool.numberFormat` hit")]


def fmt_ratio(value):
    return "—" if value is None else f"{value:.2f}×"


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|"]
    for row in rows:
        out.append("| " + " | ".join(row) + " |")
    return "\n".join(out)


def verdict(value, target, better):
    if value is None:
        return "—"
    met = value <= target if better == "le" else value >= target
    return "met" if met else "**missed**"


def main():
    global R, P
    R, P = load(sys.argv[1:])
    out = []
    spreads = sorted(row["spread"] for row in R.values())
    out.append(f"{len(R)} rows, {len(sys.argv) - 1} runs. Spread of a row's medians across runs (largest ÷ smallest): "
               f"median {spreads[len(spreads) // 2]:.2f}×, {sum(s <= 1.1 for s in spreads)} rows within 1.10×, "
               f"{sum(s > 1.5 for s in spreads)} rows above 1.50×, largest {spreads[-1]:.2f}×.\n")
    locales = ["en_US", "de_DE"]
    inputs = ["Int", "Double", "longDecimal"]
    styles = ["decimal", "currency", "percent", "spellOut"]

    out.append("### Number formatting\n")
    out.append("Median ns per call (mallocs per call). `raw` is unumf with the library's skeleton, `raw.unum` the "
               "legacy unum style; both write into a reused buffer and make a `String`.\n")
    for style in styles:
        rows = []
        for locale in locales:
            for value in inputs:
                base = f"NumberFormat.{style}.{locale}.{value}"
                rows.append([f"{locale} {value}"] + [cell(f"{base}.{row}") for row in
                            ["library", "raw", "raw.unum", "NumberFormatter", "formatted", "pool"]])
        out.append(f"**{style}**\n")
        out.append(table(["input", "library", "raw", "raw.unum", "NumberFormatter", "formatted", "pool"], rows))
        out.append("")

    rows = []
    for locale in locales:
        for value in ["Int", "Double"]:
            base = f"NumberFormat.decimal.{locale}.{value}.append"
            rows.append([f"NumberFormat decimal {locale} {value}", cell(f"{base}.library"), cell(f"{base}.raw"),
                         cell(f"{base}.raw.unum") if value == "Int" else "—"])
    rows.append(["DateFormat medium+short en_US", cell("DateFormat.mediumShort.en_US.append.library"), "—", "—"])
    out.append("**Appending UTF-8 to a reused `[UInt8]`** (`format(_:appendingTo:)`; raw: the same ICU call "
               "(unumf), raw.unum: legacy `unum_formatInt64`, bytes appended)\n")
    out.append(table(["operation", "library", "raw", "raw.unum"], rows))
    out.append("")

    out.append("### Date formatting\n")
    out.append("Median ns per call (mallocs per call). `raw` is `udat_format` (ICU clones the calendar on each call), "
               "`raw.calendar` is `udat_formatCalendar` on a calendar the row holds, the fastest raw path.\n")
    for spec in ["mediumShort", "fullLong", "yMMMd"]:
        rows = []
        for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
            base = f"DateFormat.{spec}.{locale}"
            rows.append([locale] + [cell(f"{base}.{row}") for row in
                        ["library", "raw", "raw.calendar", "DateFormatter", "formatted", "pool"]])
        out.append(f"**{spec}**\n")
        out.append(table(["locale", "library", "raw", "raw.calendar", "DateFormatter", "formatted", "pool"], rows))
        out.append("")

    out.append("### Best pattern for `yMMMd`\n")
    rows = []
    for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
        base = f"DatePatternGenerator.bestPattern.yMMMd.{locale}"
        rows.append([locale] + [cell(f"{base}.{row}") for row in
                    ["library", "raw", "DateFormatter", "pool", "pool.cachedString"]])
    out.append(table(["locale", "library", "raw", "DateFormatter", "pool", "pool.cachedString"], rows))
    out.append("")

    out.append("### Plural category, ru, 1…1000\n")
    out.append("Median ns per number (mallocs per number).\n")
    out.append(table(["library", "raw", "pool"], [[cell(f"PluralRules.ru.1to1000.{r}") for r in ["library", "raw", "pool"]]]))
    out.append("")

    out.append("### Parsing\n")
    rows = []
    for locale in locales:
        for mode in ["strict", "lenient"]:
            base = f"NumberFormat.parse.decimal.{locale}.{mode}"
            rows.append([f"{locale} {mode}"] + [cell(f"{base}.{r}") for r in
                        ["library", "library.Double", "raw", "NumberFormatter", "formatted"]])
    out.append("**Numbers** (decimal style, the sample Double as each side writes it)\n")
    out.append(table(["locale, mode", "library", "library.Double", "raw", "NumberFormatter", "formatted"], rows))
    out.append("")
    rows = []
    for locale in locales:
        for mode in ["strict", "lenient"]:
            base = f"DateFormat.parse.mediumShort.{locale}.{mode}"
            rows.append([f"{locale} {mode}"] + [cell(f"{base}.{r}") for r in
                        ["library", "raw", "DateFormatter", "formatted"]])
    out.append("**Dates** (medium date, short time)\n")
    out.append(table(["locale, mode", "library", "raw", "DateFormatter", "formatted"], rows))
    out.append("")

    out.append("### Creating a formatter per call vs cached (en_US)\n")
    out.append("Median ns per call (mallocs per call). The last column divides two medians measured apart; "
               "at 20× and more, the machine's speed phases (up to 2.5×) do not change the picture.\n")
    rows = []
    for base, label in [("Create.NumberFormat.decimal.en_US.library", "NumberFormat decimal"),
                        ("Create.NumberFormat.decimal.en_US.NumberFormatter", "NumberFormatter decimal"),
                        ("Create.NumberFormat.decimal.en_US.raw", "raw unumf open + format + close"),
                        ("Create.DateFormat.mediumShort.en_US.library", "DateFormat medium+short"),
                        ("Create.DateFormat.mediumShort.en_US.DateFormatter", "DateFormatter medium+short"),
                        ("Create.DateFormat.mediumShort.en_US.raw", "raw udat open + format + close")]:
        rows.append([label, cell(f"{base}.perCall"), cell(f"{base}.cached"),
                     fmt_ratio(ratio(ns(f"{base}.perCall"), ns(f"{base}.cached")))])
    out.append(table(["formatter", "created per call", "cached", "per call ÷ cached"], rows))
    out.append("")

    out.append("### Throughput on 1 and 2 threads\n")
    out.append(f"{THREADED:,} calls per iteration, on one thread, then split over two (`concurrentPerform`): "
               "median ns per call (mallocs per call). Scaling is the throughput of two threads over one's, "
               "from `<row>.scaling`, which runs both in turn within each iteration: the best run's median, "
               "then each run's; 2.00× at best.\n")
    rows = []
    for base, label in THREADED_ROWS:
        rows.append([label, cell(f"{base}.1thread"), cell(f"{base}.2threads"), fmt_ratio(scaling(base)),
                     scaling_runs(base)])
    out.append(table(["operation", "1 thread", "2 threads", "scaling", "scaling in each run"], rows))
    out.append("")

    out.append("### Lookup alone: 50 cached formats behind a lock\n")
    out.append("Each lookup builds a `Hashable` key (locale + style) for the next of the 50 and reads the dictionary "
               "through the lock. Median ns per lookup (mallocs per lookup) of each row on its own, then each row's "
               "time over the bare dictionary's from `Lookup.paired.<threads>`, which runs all rows in turn "
               "within each iteration, and each row's 2-thread scaling.\n")
    rows = []
    for base, label in LOOKUP_ROWS:
        row = base.split(".")[1]
        rows.append([label, cell(f"{base}.1thread"), cell(f"{base}.2threads"),
                     fmt_ratio(1.0 if row == "dictionary" else P.get(("Lookup.paired.1thread", f"{row}/dictionary"))),
                     fmt_ratio(1.0 if row == "dictionary" else P.get(("Lookup.paired.2threads", f"{row}/dictionary"))),
                     fmt_ratio(scaling(base)), scaling_runs(base)])
    out.append(table(["read through", "1 thread", "2 threads", "÷ dictionary, 1 thread", "÷ dictionary, 2 threads",
                      "scaling", "scaling in each run"], rows))
    out.append("")

    out.append("### Locale and time zone IDs\n")
    out.append("Median ns per call (mallocs per call), then each row's time over the library row's from the "
               "comparison's `.paired` benchmark. The texts are Strings made at run time and seen before.\n")
    rows = []
    for prefix, label, others in [
            ("LocaleID.create.repeated", "`LocaleID(\"de-DE\")`", ["literal", "Locale", "raw"]),
            ("LocaleID.languageTag", "`languageTag` of a held `LocaleID`", ["Locale", "raw"]),
            ("TimeZoneID.create.repeated", "`TimeZoneID(\"America/Los_Angeles\")`", ["TimeZone", "raw"]),
            ("Pool.lookup.byIDString", "pool by ID string + format (currency EUR de_DE)", ["localeID", "cached", "raw"])]:
        rows.append([label, cell(f"{prefix}.library"),
                     ", ".join(f"{other} {cell(f'{prefix}.{other}')}" for other in others),
                     ", ".join(f"{other} {fmt_ratio(paired(prefix, other))}" for other in others)])
    out.append(table(["operation", "library", "others", "others ÷ library (paired)"], rows))
    out.append("")

    # Targets, from the paired benchmarks.
    out.append("## Targets\n")
    out.append("Ratios from the `.paired` benchmarks: within each iteration every row of a comparison runs 100 "
               "calls back to back, in turn; the figure is the median over iterations (and over runs).\n")
    rows = []
    for style in styles:
        for locale in locales:
            for value in inputs:
                prefix = f"NumberFormat.{style}.{locale}.{value}"
                floors = [r for r in (paired(prefix, "raw"), paired(prefix, "raw.unum")) if r is not None]
                fastest = "raw" if paired(prefix, "raw") == min(floors) else "raw.unum"
                r = 1 / min(floors)
                rows.append([f"{style} {locale} {value}", fmt_ratio(inverse(paired(prefix, "raw"))),
                             fmt_ratio(inverse(paired(prefix, "raw.unum"))), fastest, fmt_ratio(r), verdict(r, 1.15, "le")])
    out.append("**Cached NumberFormat vs the fastest raw ICU call (target ≤ 1.15×)**: library ÷ raw\n")
    out.append(table(["row", "÷ raw (unumf)", "÷ raw.unum", "fastest", "÷ fastest", ""], rows))
    out.append("")

    def number_ratios(row, target, sense, styles=styles, label=""):
        """One table row per style, locale and input: `row`'s paired ratio to the library, and its verdict."""
        return [[f"{label}{style} {locale} {value}", fmt_ratio(r), verdict(r, target, sense)]
                for style in styles for locale in locales for value in inputs
                for r in [paired(f"NumberFormat.{style}.{locale}.{value}", row)]]

    rows = number_ratios("formatted", 2.0, "ge", styles=["decimal", "currency", "percent"])
    out.append("**Cached NumberFormat vs Foundation's `formatted` (target ≥ 2× faster)**: formatted ÷ library "
               "(`Double.formatted` is the Double rows; Int and Decimal shown too)\n")
    out.append(table(["row", "speed-up", ""], rows))
    out.append("")

    rows = number_ratios("NumberFormatter", 1.3, "ge")
    out.append("**Cached NumberFormat vs cached NumberFormatter (target ≥ 1.3× faster)**: NumberFormatter ÷ library\n")
    out.append(table(["row", "speed-up", ""], rows))
    out.append("")

    rows = []
    for spec in ["mediumShort", "fullLong", "yMMMd"]:
        for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
            prefix = f"DateFormat.{spec}.{locale}"
            r1 = inverse(paired(prefix, "raw"))
            r2 = inverse(paired(prefix, "raw.calendar"))
            r3 = paired(prefix, "DateFormatter")
            r4 = paired(prefix, "formatted")
            rows.append([f"{spec} {locale}", fmt_ratio(r1), verdict(r1, 1.15, "le"), fmt_ratio(r2),
                         fmt_ratio(r3), verdict(r3, 1.0, "ge"), fmt_ratio(r4)])
    out.append("**Cached DateFormat** vs raw `udat_format` (target ≤ 1.15×), vs the `udat_formatCalendar` floor, "
               "and vs cached `DateFormatter` (target: no slower, DateFormatter ÷ library ≥ 1.00×) and "
               "`Date.FormatStyle`\n")
    out.append(table(["row", "library ÷ udat_format", "", "library ÷ formatCalendar", "DateFormatter ÷ library", "",
                      "FormatStyle ÷ library"], rows))
    out.append("")

    rows = number_ratios("pool", 1.5, "le", label="NumberFormat ")
    for spec in ["mediumShort", "fullLong", "yMMMd"]:
        for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
            r = paired(f"DateFormat.{spec}.{locale}", "pool")
            rows.append([f"DateFormat {spec} {locale}", fmt_ratio(r), verdict(r, 1.5, "le")])
    for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
        r = paired(f"DatePatternGenerator.bestPattern.yMMMd.{locale}", "pool")
        rows.append([f"DatePatternGenerator {locale}", fmt_ratio(r), verdict(r, 1.5, "le")])
    r = paired("PluralRules.ru.1to1000", "pool")
    rows.append(["PluralRules ru", fmt_ratio(r), verdict(r, 1.5, "le")])
    out.append("**Pool lookup + format vs the cached call (target ≤ 1.5×)**: pool ÷ library\n")
    out.append(table(["row", "ratio", ""], rows))
    out.append("")

    rows = []
    for base, label in THREADED_ROWS:
        r = scaling(base)
        pooled = ".pool" in base
        rows.append([label, fmt_ratio(r), scaling_runs(base), verdict(r, 1.8, "ge") if pooled else "(context)"])
    out.append("**2 threads through one pool vs 1 thread (target ≥ 1.8× the throughput)**: the best run, then each run\n")
    out.append(table(["row", "scaling", "each run", ""], rows))
    out.append("")

    out.append("**Other operations, timed in turn** (no target): library ÷ raw, and each other row ÷ library\n")
    rows = []
    for locale in locales:
        for value in ["Int", "Double"]:
            prefix = f"NumberFormat.decimal.{locale}.{value}.append"
            others = f"raw.unum {fmt_ratio(paired(prefix, 'raw.unum'))}" if value == "Int" else ""
            rows.append([f"append NumberFormat decimal {locale} {value}", fmt_ratio(inverse(paired(prefix, "raw"))), others])
    for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
        prefix = f"DatePatternGenerator.bestPattern.yMMMd.{locale}"
        rows.append([f"best pattern {locale}", fmt_ratio(inverse(paired(prefix, "raw"))),
                     f"DateFormatter {fmt_ratio(paired(prefix, 'DateFormatter'))}, pool {fmt_ratio(paired(prefix, 'pool'))}, "
                     f"pool.cachedString {fmt_ratio(paired(prefix, 'pool.cachedString'))}"])
    prefix = "PluralRules.ru.1to1000"
    rows.append(["plural category ru", fmt_ratio(inverse(paired(prefix, "raw"))), f"pool {fmt_ratio(paired(prefix, 'pool'))}"])
    for locale in locales:
        for mode in ["strict", "lenient"]:
            prefix = f"NumberFormat.parse.decimal.{locale}.{mode}"
            rows.append([f"parse number {locale} {mode}", fmt_ratio(inverse(paired(prefix, "raw"))),
                         f"library.Double {fmt_ratio(paired(prefix, 'library.Double'))}, "
                         f"NumberFormatter {fmt_ratio(paired(prefix, 'NumberFormatter'))}, "
                         f"formatted {fmt_ratio(paired(prefix, 'formatted'))}"])
    for locale in locales:
        for mode in ["strict", "lenient"]:
            prefix = f"DateFormat.parse.mediumShort.{locale}.{mode}"
            others = f"DateFormatter {fmt_ratio(paired(prefix, 'DateFormatter'))}"
            if mode == "strict":
                others += f", formatted {fmt_ratio(paired(prefix, 'formatted'))}"
            rows.append([f"parse date {locale} {mode}", fmt_ratio(inverse(paired(prefix, "raw"))), others])
    out.append(table(["operation", "library ÷ raw", "others ÷ library"], rows))
    out.append("")

    def mallocs(name):
        return R[name]["mallocs"] if name in R else None

    rows = []
    for style in styles:
        for locale in locales:
            for value in inputs:
                base = f"NumberFormat.{style}.{locale}.{value}"
                m = mallocs(f"{base}.library")
                rows.append([f"NumberFormat {style} {locale} {value}", fmt_mallocs(m), fmt_mallocs(mallocs(f"{base}.raw")),
                             fmt_mallocs(mallocs(f"{base}.raw.unum")), verdict(m, 1, "le")])
    for spec in ["mediumShort", "fullLong", "yMMMd"]:
        for locale in ["en_US", "de_DE", "ja_JP_japanese"]:
            base = f"DateFormat.{spec}.{locale}"
            m = mallocs(f"{base}.library")
            rows.append([f"DateFormat {spec} {locale}", fmt_mallocs(m), fmt_mallocs(mallocs(f"{base}.raw")),
                         fmt_mallocs(mallocs(f"{base}.raw.calendar")), verdict(m, 1, "le")])
    out.append("**Mallocs per cached format returning a String (target ≤ 1)**, with the raw rows' for the same "
               "output (numbers: raw is unumf, raw 2 is unum; dates: raw is udat_format, raw 2 is udat_formatCalendar)\n")
    out.append(table(["row", "library", "raw", "raw 2", ""], rows))
    out.append("")

    rows = []
    for name, label in [("NumberFormat.decimal.en_US.Int.append.library", "NumberFormat decimal en_US Int"),
                        ("NumberFormat.decimal.de_DE.Int.append.library", "NumberFormat decimal de_DE Int"),
                        ("NumberFormat.decimal.en_US.Int.append.raw.unum", "raw unum_formatInt64, same buffer (context)"),
                        ("NumberFormat.decimal.en_US.Double.append.library", "NumberFormat decimal en_US Double"),
                        ("NumberFormat.decimal.de_DE.Double.append.library", "NumberFormat decimal de_DE Double"),
                        ("NumberFormat.decimal.en_US.Double.append.raw", "raw unumf, same buffer (context)"),
                        ("DateFormat.mediumShort.en_US.append.library", "DateFormat medium+short en_US")]:
        m = mallocs(name)
        rows.append([label, fmt_mallocs(m), verdict(m, 0, "le") if "raw" not in name else "(context)"])
    out.append("**Mallocs per append into a reused buffer (target 0)**\n")
    out.append(table(["row", "mallocs per call", ""], rows))
    out.append("")

    print("\n".join(out))


if __name__ == "__main__":
    main()
