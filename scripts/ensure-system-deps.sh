#!/usr/bin/env bash
# Ensures the system packages that the tests need outside node_modules:
#   - Debian Chromium for Playwright (its own browser download is impossible here),
#     plus a system font so text renders in screenshots (the app's web font is not used for every glyph/fallback);
#   - PostgreSQL 15 server binaries and the `postgres` OS user for the database tests;
#   - qpdf, poppler-utils (pdffonts, pdftotext, pdfdetach) and xmllint (libxml2-utils), with which the invoice tests
#     check the invoice PDFs and e-invoice XML as a tax adviser would (docs/invoices.md);
#   - python3-icalendar, the second calendar reader the .ics files are checked with (docs/calendar.md).
# Installs what is missing when run as root (one `apt-get update`, then one install), otherwise exits 1 naming the
# packages and the command. Idempotent; with everything present it only stats a few files (well under 1 s).
# Under CI a dependency that cannot be installed is a failure, never a skip.
set -euo pipefail

CHROMIUM_BIN=/usr/lib/chromium/chromium
PG_BIN_DIR=/usr/lib/postgresql/15/bin
FONT_DIR=/usr/share/fonts

missing_packages=()

chromium_ok() { [[ -x "$CHROMIUM_BIN" ]]; }
postgres_ok() { [[ -x "$PG_BIN_DIR/initdb" && -x "$PG_BIN_DIR/pg_ctl" ]] && getent passwd postgres >/dev/null; }
# Any TrueType/OpenType font will do; without one Chromium draws no text at all.
# The invoice document checks (tests/invoice).
document_tools_ok() { [[ -x /usr/bin/qpdf && -x /usr/bin/pdffonts && -x /usr/bin/pdftotext && -x /usr/bin/pdfdetach && -x /usr/bin/xmllint ]]; }
# The calendar files' second reader (tests/lib/calendarReaders.test.ts), beside ical.js from npm: Debian's package for
# Debian's python3 (a python3 earlier on the PATH may be another installation).
icalendar_ok() { [[ -x /usr/bin/python3 ]] && /usr/bin/python3 -c 'import icalendar' >/dev/null 2>&1; }
font_ok() { [[ -d "$FONT_DIR" ]] && [[ -n "$(find "$FONT_DIR" -type f \( -name '*.ttf' -o -name '*.otf' \) -print -quit 2>/dev/null)" ]]; }

collect_missing() {
  missing_packages=()
  chromium_ok || missing_packages+=(chromium)
  # postgresql-15 creates the postgres user in its postinst, so one package covers binaries and user.
  postgres_ok || missing_packages+=(postgresql-15)
  font_ok || missing_packages+=(fonts-dejavu-core)
  [[ -x /usr/bin/qpdf ]] || missing_packages+=(qpdf)
  [[ -x /usr/bin/pdffonts && -x /usr/bin/pdftotext && -x /usr/bin/pdfdetach ]] || missing_packages+=(poppler-utils)
  [[ -x /usr/bin/xmllint ]] || missing_packages+=(libxml2-utils)
  icalendar_ok || missing_packages+=(python3-icalendar)
}

report() {
  local status=0 version
  if chromium_ok; then
    # --version also proves the binary loads its shared libraries; timeout guards against a hung binary.
    version="$(timeout 20 "$CHROMIUM_BIN" --version 2>/dev/null | head -n1 | sed 's/[[:space:]]*$//')" || version=''
    if [[ -n "$version" ]]; then
      echo "chromium: ok ($CHROMIUM_BIN, $version)"
    else
      echo "chromium: BROKEN ($CHROMIUM_BIN exists but \`--version\` failed)"
      status=1
    fi
  else
    echo "chromium: MISSING ($CHROMIUM_BIN)"
    status=1
  fi

  if [[ -x "$PG_BIN_DIR/initdb" && -x "$PG_BIN_DIR/pg_ctl" ]]; then
    echo "postgresql-15: ok ($PG_BIN_DIR, $("$PG_BIN_DIR/pg_ctl" --version))"
  else
    echo "postgresql-15: MISSING ($PG_BIN_DIR/initdb, $PG_BIN_DIR/pg_ctl)"
    status=1
  fi

  if getent passwd postgres >/dev/null; then
    echo "postgres user: ok (uid $(id -u postgres))"
  else
    echo "postgres user: MISSING"
    status=1
  fi

  if document_tools_ok; then
    echo "document tools: ok ($(qpdf --version | head -n1), pdftotext $(pdftotext -v 2>&1 | head -n1 | awk '{print $3}'), xmllint)"
  else
    echo "document tools: MISSING (qpdf, pdffonts, pdftotext, pdfdetach, xmllint)"
    status=1
  fi

  if icalendar_ok; then
    echo "python3-icalendar: ok ($(/usr/bin/python3 -c 'import icalendar; print(icalendar.__version__)'))"
  else
    echo "python3-icalendar: MISSING"
    status=1
  fi

  if font_ok; then
    echo "fonts: ok ($(find "$FONT_DIR" -type f \( -name '*.ttf' -o -name '*.otf' \) -print -quit))"
  else
    echo "fonts: MISSING (no .ttf/.otf under $FONT_DIR)"
    status=1
  fi
  return "$status"
}

collect_missing
if ((${#missing_packages[@]} == 0)); then
  report
  exit $?
fi

install_cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing_packages[*]}"

if [[ "$(id -u)" -ne 0 ]]; then
  report || true
  echo "ensure-system-deps: missing packages: ${missing_packages[*]}${CI:+ (CI: this is a failure, not a skip)}" >&2
  echo "ensure-system-deps: install them as root:  sudo sh -c '$install_cmd'" >&2
  exit 1
fi

echo "ensure-system-deps: installing ${missing_packages[*]} …"
# -q keeps CI logs readable.
if ! apt-get update -q || ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing_packages[@]}"; then
  echo "ensure-system-deps: apt-get failed; run by hand:  $install_cmd" >&2
  exit 1
fi

collect_missing
if ((${#missing_packages[@]} > 0)); then
  report || true
  echo "ensure-system-deps: still missing after install: ${missing_packages[*]}" >&2
  exit 1
fi
report
