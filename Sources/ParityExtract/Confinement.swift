import Foundation
import Synchronization

/// Discovered files must stay inside the root: a component, helper or token file that is a
/// symlink (or sits in a folder that is one) is followed only when its real path is inside the
/// root's real path. `parity.json` paths are checked when the configuration is read; the files
/// found in those folders are checked here, as they are read.
enum Confinement {
    /// Real paths of folders, with the device and inode they had: the few component and token
    /// folders are resolved once, not once per file, and a folder replaced since is resolved again.
    private static let folders = Mutex<[String: (device: UInt64, inode: UInt64, real: String)]>([:])

    /// The real path of a folder (nil when it cannot be resolved).
    static func realFolder(_ dir: String) -> String? {
        var st = stat()
        guard stat(dir, &st) == 0 else { return nil }
        let device = UInt64(st.st_dev), inode = UInt64(st.st_ino)
        if let known = folders.withLock({ $0[dir] }), known.device == device, known.inode == inode { return known.real }
        guard let p = realpath(dir, nil) else { return nil }
        defer { free(p) }
        let real = String(cString: p)
        folders.withLock { $0[dir] = (device, inode, real) }
        return real
    }

    /// Why the file at `path` (the root joined with `rel`) is not read: its real path leaves the
    /// root; nil when it stays inside, or when it cannot be resolved (the read then says why).
    static func problem(path: String, rel: String) -> SourceProblem? {
        guard !rel.hasPrefix("/"), path.hasSuffix(rel) else { return nil }
        var root = String(path.dropLast(rel.utf8.count))
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        guard let realRoot = realFolder(root.isEmpty ? "/" : root) else { return nil }
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        var lst = stat()
        guard lstat(path, &lst) == 0 else { return nil }
        let real: String
        if (lst.st_mode & S_IFMT) == S_IFLNK {
            guard let p = realpath(path, nil) else { return nil }
            real = String(cString: p)
            free(p)
        } else {
            guard let realDir = realFolder(dir.isEmpty ? "/" : dir) else { return nil }
            real = (realDir.hasSuffix("/") ? realDir : realDir + "/") + (slash.map { String(path[path.index(after: $0)...]) } ?? path)
        }
        if real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") { return nil }
        return SourceProblem(rel, "a symlink leads outside the root (to \(real)); parity reads only files inside the root")
    }
}

/// A small text file of the root (`metro.config.js`) read with `readSource`'s checks (inside the
/// root, a regular file: a FIFO would block), or nil.
func readText(_ path: String, rel: String) -> String? {
    guard case .success(let bytes) = readSource(path, rel: rel, maxSize: 1 << 20) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}
