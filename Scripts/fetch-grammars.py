#!/usr/bin/env python3
"""Fetches the pinned grammar source archive and extracts only what the build compiles.

    fetch-grammars.py PACKAGE VERSION SHA256 OUT LANG...

Looks the source distribution PACKAGE==VERSION up in the package index's simple API (the JSON
form of PEP 691, the HTML form of PEP 503 as a fallback), downloads exactly that file and checks
its sha256 against SHA256 before anything is extracted. Nothing is built or installed. The index
is the one pip uses: $PARITY_PYPI_INDEX, else $PIP_INDEX_URL, else pip's configured
global.index-url, else pip's default (PyPI).
$PARITY_GRAMMARS_ARCHIVE names a local copy of the archive instead (it is checked the same way).

Extracts into OUT (a new, empty folder), for each LANG: OUT/LANG/src/{parser.c, scanner.c,
tree_sitter/*.h}, and for tsx also OUT/tsx/common/scanner.h (its scanner includes it). Member
names are never used as paths: each kept file is written to a path built here. Exit 1 with a
message on any problem; the caller moves OUT into place only after a success.
"""
import hashlib
import html.parser
import json
import os
import subprocess
import sys
import tarfile
import time
import urllib.error
import urllib.parse
import urllib.request

# Which files of parsers/<lang>/ the build needs, relative to that folder.
KEEP_SRC = ("src/parser.c", "src/scanner.c")
KEEP_HEADERS_DIR = "src/tree_sitter/"
KEEP_EXTRA = {"tsx": ("common/scanner.h",)}


def fail(message):
    print(f"setup: error: {message}", file=sys.stderr)
    sys.exit(1)


def say(message):
    print(f"setup: {message}", file=sys.stderr)


class Links(html.parser.HTMLParser):
    """The <a href> of a PEP 503 page."""

    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href" and v]


def find_sdist(index, package, filename):
    """The URL of `filename` in the index's page of `package`, and the sha256 the index states."""
    page = f"{index.rstrip('/')}/{package}/"
    request = urllib.request.Request(page, headers={
        "Accept": "application/vnd.pypi.simple.v1+json, text/html;q=0.1",
        "User-Agent": "parity-setup",
    })
    with urllib.request.urlopen(request, timeout=60) as response:
        body = response.read()
        kind = response.headers.get("Content-Type", "")
    if "json" in kind:
        for f in json.loads(body).get("files", []):
            if f.get("filename") == filename:
                return urllib.parse.urljoin(page, f["url"]), f.get("hashes", {}).get("sha256")
        return None, None
    links = Links()
    links.feed(body.decode("utf-8", "replace"))
    for href in links.hrefs:
        url, _, fragment = href.partition("#")
        if url.rsplit("/", 1)[-1] == filename:
            digest = fragment[len("sha256="):] if fragment.startswith("sha256=") else None
            return urllib.parse.urljoin(page, url), digest
    return None, None


def index_url():
    """The simple index pip would use (no request is made to find it)."""
    for var in ("PARITY_PYPI_INDEX", "PIP_INDEX_URL"):
        if os.environ.get(var):
            return os.environ[var]
    try:
        got = subprocess.run([sys.executable, "-m", "pip", "config", "get", "global.index-url"],
                             capture_output=True, text=True, timeout=60)
        if got.returncode == 0 and got.stdout.strip():
            return got.stdout.strip()
        from pip._internal.models.index import PyPI  # pip's own default, a constant
        return PyPI.simple_url
    except (ImportError, OSError, subprocess.SubprocessError):
        fail("cannot tell which package index to use: install pip (apt-get install -y python3-pip) "
             "or set PARITY_PYPI_INDEX to a simple index URL; nothing was changed")


def download(url, dest):
    with urllib.request.urlopen(urllib.request.Request(url, headers={"User-Agent": "parity-setup"}), timeout=120) as response, \
            open(dest, "wb") as out:
        while True:
            chunk = response.read(1 << 20)
            if not chunk:
                break
            out.write(chunk)


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def wanted(member_name, top, languages):
    """The output path (relative to OUT) of a member the build needs, else None."""
    prefix = f"{top}/parsers/"
    if not member_name.startswith(prefix):
        return None
    lang, _, rest = member_name[len(prefix):].partition("/")
    if lang not in languages:
        return None
    if rest in KEEP_SRC or rest in KEEP_EXTRA.get(lang, ()):
        return f"{lang}/{rest}"
    if rest.startswith(KEEP_HEADERS_DIR) and rest.endswith(".h") and "/" not in rest[len(KEEP_HEADERS_DIR):]:
        return f"{lang}/{rest}"
    return None


def main():
    if len(sys.argv) < 6:
        fail("usage: fetch-grammars.py PACKAGE VERSION SHA256 OUT LANG...")
    package, version, sha, out = sys.argv[1:5]
    languages = set(sys.argv[5:])
    filename = f"{package.replace('-', '_')}-{version}.tar.gz"
    top = filename[: -len(".tar.gz")]
    start = time.monotonic()

    local = os.environ.get("PARITY_GRAMMARS_ARCHIVE")
    if local:
        archive = local
        if not os.path.isfile(archive):
            fail(f"PARITY_GRAMMARS_ARCHIVE={archive}: no such file; nothing was changed")
        say(f"using {archive} for {package}=={version}")
    else:
        index = index_url()
        say(f"fetching {filename} from {index}")
        try:
            url, listed = find_sdist(index, package, filename)
        except (urllib.error.URLError, OSError, ValueError) as e:
            fail(f"could not read the index page of {package} at {index} ({e}); check the network; nothing was changed")
        if url is None:
            fail(f"{index} lists no {filename}; nothing was changed")
        if listed and listed != sha:
            fail(f"the index states sha256 {listed} for {filename}, Grammars/grammars.lock pins {sha}; nothing was changed")
        archive = os.path.join(out + ".download", filename)
        os.makedirs(os.path.dirname(archive), exist_ok=True)
        try:
            download(url, archive)
        except (urllib.error.URLError, OSError) as e:
            fail(f"download of {url} failed ({e}); nothing was changed")

    got = sha256_of(archive)
    if got != sha:
        fail(f"checksum mismatch for {os.path.basename(archive)}: expected {sha}, got {got}; nothing was changed")
    fetched = time.monotonic()

    os.makedirs(out)
    need = {f"{lang}/{f}" for lang in languages for f in KEEP_SRC} | \
           {f"{lang}/{f}" for lang in languages for f in KEEP_EXTRA.get(lang, ())}
    written = set()
    try:
        # One streamed pass over the archive (about 2 s for its 1 GB unpacked); only the kept
        # files are written.
        with tarfile.open(archive, "r|gz") as tar:
            for member in tar:
                rel = wanted(member.name, top, languages)
                if rel is None:
                    continue
                if not member.isfile():
                    fail(f"{filename}: {member.name} is not a regular file; nothing was changed")
                data = tar.extractfile(member).read()
                dest = os.path.join(out, rel)
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, "wb") as f:
                    f.write(data)
                written.add(rel)
    except (tarfile.TarError, OSError, EOFError) as e:
        fail(f"{filename}: cannot read the archive ({e}); nothing was changed")
    missing = sorted(need - written)
    for lang in sorted(languages):
        if not any(w.startswith(f"{lang}/src/tree_sitter/") for w in written):
            missing.append(f"{lang}/src/tree_sitter/*.h")
    if missing:
        fail(f"{filename} lacks parsers/{', parsers/'.join(missing)}; nothing was changed")
    say(f"{filename}: sha256 ok, {len(written)} files extracted "
        f"(fetch {fetched - start:.1f} s, extract {time.monotonic() - fetched:.1f} s)")


if __name__ == "__main__":
    main()
