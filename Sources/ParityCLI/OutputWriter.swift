import Foundation
import ParityExtract
import ParityModel
import Synchronization

/// Where one report or baseline goes, decided before anything is written.
///
/// - A regular file, new or existing, is written atomically: a temporary file in the same
///   folder (`.parity.<pid>.<n>`, short whatever the target's name), flushed, given the old
///   file's permission bits (and owner, where allowed), renamed over the target, then the folder
///   is flushed. Temporary files of processes that no longer run are removed.
/// - A symlink is followed: to a regular file, that file is replaced and the link kept; to a
///   character device or FIFO, it is written through.
/// - A character device (`/dev/null`, a terminal) or a FIFO is opened and written, never
///   replaced; so are the descriptor aliases `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and
///   `/proc/self/fd/N` (appending, whatever they point to: a shell's `>> log` stays whole).
/// - A folder, a block device, a socket, a dangling symlink or a symlink loop is refused.
struct OutputTarget {
    enum Kind: Equatable {
        case replace(path: String)
        case through(path: String, append: Bool)
    }

    /// The path as given, for messages.
    let given: String
    let kind: Kind
    /// Device and inode of what is there now (after symlinks), if anything is.
    let identity: FileIdentity?
    /// Where the file will be when it does not exist yet: its folder's real path and its name.
    let futurePath: String?

    /// What two targets share when they are the same file.
    var sameFileKey: String {
        if let identity { return "\(identity.device):\(identity.inode)" }
        return futurePath ?? given
    }
}

/// A file's device and inode: the same file whatever the path that names it.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}

/// One file a run reads, for the check that no output replaces it.
struct RunInput {
    let path: String
    /// What it is, for the message: "a source file", "the configuration file", "a baseline".
    let role: String
}

/// The one writer of reports and baselines (see `OutputTarget`).
enum OutputWriter {
    /// Paths that name an open descriptor of the process rather than a file.
    static func isDescriptorAlias(_ path: String) -> Bool {
        if ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(path) { return true }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"] where path.hasPrefix(prefix) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return parts.count == 4 && parts[0] == "proc" && parts[1].allSatisfy(\.isNumber) && parts[2] == "fd"
    }

    /// Decides how a path is written; refuses what must not be written (an error naming the path).
    /// - Parameter devices: whether a character device or FIFO may be written through (reports:
    ///   yes; baselines: no, a baseline is a regular file).
    static func target(_ url: URL, given: String, devices: Bool = true) throws -> OutputTarget {
        let path = url.standardizedFileURL.path
        func refuse(_ why: String) -> InputError { InputError("\(given): \(why)") }
        if devices, isDescriptorAlias(path), FileIdentity(path: path) != nil {
            return OutputTarget(given: given, kind: .through(path: path, append: true), identity: FileIdentity(path: path), futurePath: nil)
        }
        var lst = stat()
        guard lstat(path, &lst) == 0 else {
            let err = errno
            guard err == ENOENT else { throw refuse("cannot write there (\(String(cString: strerror(err))))") }
            return OutputTarget(given: given, kind: .replace(path: path), identity: nil, futurePath: futurePath(path))
        }
        var st = stat()
        if stat(path, &st) != 0 {
            let err = errno
            if err == ELOOP { throw refuse("the path is a symlink loop; remove the link or choose another file") }
            if err == ENOENT { throw refuse("the symlink points to a file that does not exist (\(linkTarget(path))); remove the link or create the file") }
            throw refuse("cannot write there (\(String(cString: strerror(err))))")
        }
        let identity = FileIdentity(path: path)
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            // A symlink to a regular file: the file is replaced, the link stays.
            let real = (lst.st_mode & S_IFMT) == S_IFLNK ? (realPath(path) ?? path) : path
            return OutputTarget(given: given, kind: .replace(path: real), identity: identity, futurePath: nil)
        case S_IFCHR, S_IFIFO:
            guard devices else { throw refuse("is a character device or FIFO, not a regular file; parity writes baselines only to regular files") }
            return OutputTarget(given: given, kind: .through(path: path, append: false), identity: identity, futurePath: nil)
        case S_IFDIR:
            throw refuse("is a folder; give a file name")
        case S_IFBLK:
            throw refuse("is a block device; parity writes only to files, character devices (such as /dev/null) and FIFOs")
        default:
            throw refuse("is a socket; parity writes only to files, character devices (such as /dev/null) and FIFOs")
        }
    }

    /// The targets of one run, checked together before anything is written: none may be one of
    /// the run's inputs, and no two may be the same file (one report would silently replace
    /// the other).
    /// - Parameters:
    ///   - outputs: each report's format and path as given.
    ///   - extra: another file the run writes (the GitHub step summary), checked the same way.
    ///   - inputs: the run's inputs, asked for only when a target is an existing file (listing
    ///     them takes a `stat` per source file).
    static func plan(_ outputs: [(format: String, path: String)], cwd: URL, inputs: () -> [RunInput], extra: (what: String, path: String)? = nil) throws -> [OutputTarget] {
        var targets: [OutputTarget] = []
        var seen: [String: String] = [:]
        var known: [FileIdentity: RunInput]?
        func input(_ identity: FileIdentity) -> RunInput? {
            if known == nil { known = Dictionary(inputs().compactMap { i in FileIdentity(path: i.path).map { ($0, i) } }, uniquingKeysWith: { a, _ in a }) }
            return known?[identity]
        }
        var all = outputs.map { (what: "the \($0.format) report", path: $0.path, isReport: true) }
        if let extra { all.append((what: extra.what, path: extra.path, isReport: false)) }
        for output in all {
            let target = try target(URL(fileURLWithPath: output.path, relativeTo: cwd), given: output.path)
            if let first = seen[target.sameFileKey] {
                throw UsageError("--output \(output.path): \(first) and \(output.what) would go to the same file; give each its own file")
            }
            seen[target.sameFileKey] = output.what
            if case .replace = target.kind, let identity = target.identity, let input = input(identity) {
                throw UsageError("--output \(output.path) is \(input.role) this run reads (\(display(input.path, cwd: cwd))); writing \(output.what) there would replace it; choose another file")
            }
            if output.isReport { targets.append(target) }
        }
        return targets
    }

    static func display(_ path: String, cwd: URL) -> String {
        let base = cwd.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Writes all of `buf` to a target decided by `target(_:given:)`.
    static func write(_ buf: UnsafeRawBufferPointer, to target: OutputTarget) throws {
        switch target.kind {
        case .through(let path, let append):
            let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (append ? O_APPEND : 0))
            guard fd >= 0 else { throw InputError("\(target.given): cannot open it for writing (\(String(cString: strerror(errno))))") }
            var st = stat()
            // The kind was checked before; if a regular file took the place of the device
            // since, it is replaced atomically like any file rather than overwritten in place.
            if !append, fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG {
                close(fd)
                return try write(buf, to: OutputTarget(given: target.given, kind: .replace(path: path), identity: target.identity, futurePath: nil))
            }
            let ok = writeAll(fd, buf)
            let err = errno
            close(fd)
            guard ok else { throw InputError("\(target.given): cannot write (\(String(cString: strerror(err))))") }
        case .replace(let path):
            try replace(path, with: buf, given: target.given)
        }
    }

    /// Writes text without copying it (a JSON report of a large design system is tens of MB).
    static func write(_ text: String, to target: OutputTarget) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: target) }
    }

    /// The number of the next temporary file of this process.
    private static let temporaries = Atomic<Int>(0)

    /// Writes a regular file atomically (see `OutputTarget`).
    private static func replace(_ path: String, with buf: UnsafeRawBufferPointer, given: String) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw InputError("\(given): cannot create the folder \(dir) (\(error.localizedDescription))")
        }
        removeStaleTemporaries(in: dir, target: url.lastPathComponent)
        var old = stat()
        let hadOld = stat(path, &old) == 0
        let n = temporaries.wrappingAdd(1, ordering: .relaxed).oldValue
        let tmp = (dir.hasSuffix("/") ? dir : dir + "/") + ".parity.\(getpid()).\(n)"
        Interrupt.register(tmp)
        defer { Interrupt.register(nil) }
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw InputError("\(given): cannot write (\(String(cString: strerror(errno))))") }
        if hadOld {
            // The old file's permission bits (set-id bits dropped), and its owner where allowed.
            _ = fchmod(fd, old.st_mode & 0o1777)
            if old.st_uid != geteuid() || old.st_gid != getegid() { _ = fchown(fd, old.st_uid, old.st_gid) }
        }
        var ok = writeAll(fd, buf)
        ok = fsync(fd) == 0 && ok
        let errWrite = errno
        close(fd)
        guard ok else {
            unlink(tmp)
            throw InputError("\(given): cannot write (\(String(cString: strerror(errWrite))))")
        }
        // Test hook: a signal between the complete temporary file and the rename.
        if ProcessInfo.processInfo.environment["PARITY_TEST_SIGNAL_BEFORE_RENAME"] == "1" { raise(SIGTERM) }
        if rename(tmp, path) != 0 {
            let err = errno
            unlink(tmp)
            throw InputError("\(given): cannot replace the file (\(String(cString: strerror(err))))")
        }
        // The rename is durable only once the folder is on disk.
        let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { _ = fsync(dfd); close(dfd) }
    }

    /// Removes temporary files that a killed run left in `dir`: `.parity.<pid>.<n>`, and the
    /// older `.<target>.<pid>.tmp`, whose process no longer runs.
    static func removeStaleTemporaries(in dir: String, target: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names where name.hasPrefix(".") {
            var pidText: Substring?
            if name.hasPrefix(".parity.") {
                let parts = name.dropFirst(".parity.".count).split(separator: ".", omittingEmptySubsequences: false)
                if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) { pidText = parts[0] }
            } else if name.hasPrefix(".\(target)."), name.hasSuffix(".tmp") {
                let middle = name.dropFirst(target.count + 2).dropLast(4)
                if !middle.isEmpty, middle.allSatisfy({ $0.isASCII && $0.isNumber }) { pidText = middle }
            }
            guard let pidText, let pid = pid_t(pidText), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink((dir.hasSuffix("/") ? dir : dir + "/") + name) }
        }
    }

    /// The real path of an existing file (symlinks resolved).
    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Where a file that does not exist yet will be: its folder's real path (if the folder
    /// exists) and its name, so `a/../r.json` and `r.json` are one file.
    static func futurePath(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let dir = realPath(url.deletingLastPathComponent().path) ?? url.deletingLastPathComponent().path
        return (dir.hasSuffix("/") ? dir : dir + "/") + url.lastPathComponent
    }

    static func linkTarget(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }
}

/// Writes a file atomically (a baseline): a regular file or none; see `OutputWriter`.
func writeAtomically(_ data: Data, to url: URL) throws {
    let target = try OutputWriter.target(url, given: url.path, devices: false)
    try data.withUnsafeBytes { try OutputWriter.write($0, to: target) }
}

/// Writes every byte to a file descriptor (retrying short writes and EINTR); false on an error.
public func writeAll(_ fd: Int32, _ buf: UnsafeRawBufferPointer) -> Bool {
    var done = 0
    while done < buf.count {
        let n = write(fd, buf.baseAddress! + done, buf.count - done)
        if n < 0 { if errno == EINTR { continue }; return false }
        done += n
    }
    return true
}

/// SIGINT/SIGTERM: remove the temporary file being written, if any, and exit with 2 — never end
/// in a signal, never leave a half file.
public enum Interrupt {
    /// The temporary file being written, as a C string the handler can read; one buffer for
    /// the process, written only outside the handler.
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = .allocate(capacity: Int(PATH_MAX) + 1)
    nonisolated(unsafe) private static var active = false

    static func register(_ path: String?) {
        active = false
        guard let path, path.utf8.count <= Int(PATH_MAX) else { return }
        _ = path.withCString { strcpy(buffer, $0) }
        active = true
    }

    /// Installs the handlers and unblocks both signals (a parent may hand down a mask that
    /// blocks them, as test runners do); call once at start-up.
    public static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { _ in
                // Only async-signal-safe calls here: unlink, write, _exit.
                if Interrupt.active { unlink(Interrupt.buffer) }
                let message = "parity: error: interrupted; no file was left half-written\n"
                _ = message.withCString { write(2, $0, strlen($0)) }
                _exit(2)
            }
        }
    }
}

extension CLI {
    /// Every file a run reads: the sources of every component and helper, the token and
    /// metro files, the configuration file and the baselines. No report may replace one.
    func runInputs(_ parsed: ParsedArguments, _ session: Session) -> [RunInput] {
        let system = session.system, root = session.config.root
        var out: [RunInput] = []
        for (_, files) in system.components { for rel in files.values { out.append(RunInput(path: root.appendingPathComponent(rel).path, role: "a source file")) } }
        for (_, files) in system.helpers { for rel in files { out.append(RunInput(path: root.appendingPathComponent(rel).path, role: "a source file")) } }
        for platform in Platform.allCases {
            for rel in system.tokenFiles(platform) { out.append(RunInput(path: root.appendingPathComponent(rel).path, role: "a token file")) }
            if let metro = session.config.platforms[platform]?.metroConfig { out.append(RunInput(path: root.appendingPathComponent(metro).path, role: "a metro config")) }
        }
        let config = parsed.value("config").map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? ConfigFile.find(from: cwd)
        if let config { out.append(RunInput(path: config.path, role: "the configuration file")) }
        let baselines = URL(fileURLWithPath: session.config.baselineDir)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: baselines.path)) ?? [] where name.hasSuffix(".json") {
            out.append(RunInput(path: baselines.appendingPathComponent(name).path, role: "a baseline"))
        }
        return out
    }
}
