#!/bin/sh
# The full differential sweep of the compiled date path against udat_format:
# every available locale × every style pair (4 × 4, date only, time only) × 30
# templates × 12 zones × the anchor instants and both sides of sampled zone
# transitions, and the parts (udat_formatCalendarForFields) at one instant in
# eight. Prints, per zone and in total, the comparisons, the differences
# and the coverage (the share of locale × style-pair formats on the fast path,
# for every locale and for the 30 most used: CompiledDateCoverageTests).
#
#   Tests/Sweeps/compiled-date-sweep.sh                       # all 12 zones
#   SWIFT_ICU_SWEEP_ZONES=UTC,Asia/Kathmandu Tests/Sweeps/compiled-date-sweep.sh
set -eu
cd "$(dirname "$0")/../.."
start=$(date +%s)
SWIFT_ICU_COMPILED_DATE_SWEEP=1 swift test --filter 'CompiledDatePatternTests/fullSweep|CompiledDateCoverageTests' 2>&1 |
    grep -E '^(locales|comparisons|style-pair|all formats|fallbacks|most used locales|all locales|[A-Za-z_]+/[A-Za-z_]+:|UTC:)|passed|failed|udat ' || true
echo "seconds: $(( $(date +%s) - start ))"
