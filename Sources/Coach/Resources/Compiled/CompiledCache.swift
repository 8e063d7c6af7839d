import CoachLanguage
import Foundation

/// The large data files (the food list, the exercise list, the lexicon) kept compiled in the
/// user's data folder, so that a start reads their records instead of parsing their text:
/// parsing them was most of what a first offline reply cost (issue 19).
///
/// A compiled file is used only when its header matches: this build of the program (the size
/// and time of its executable) and each source file's path, size and modification time. Any
/// other file, a damaged one, or one that cannot be read, is ignored and written anew from the
/// sources; a folder that cannot be written only costs the next start the parse again.
public struct CompiledCache: Sendable {
    /// Where compiled files are kept; nil keeps none.
    public let directory: URL?

    public init(directory: URL?) {
        self.directory = directory
    }

    /// Keeps nothing: every load parses the sources.
    public static let none = CompiledCache(directory: nil)

    /// The records `build` makes from `sources`, read from the compiled file `name` when it was
    /// compiled from the sources as they are (and the records read are `valid`); otherwise
    /// built and compiled for the next start.
    func records<Record>(
        _ name: String, sources: [URL], build: () throws -> [Record],
        write: (Record, inout BinaryWriter) -> Void,
        read: (inout BinaryReader) throws(BinaryReader.Malformed) -> Record,
        valid: ([Record]) -> Bool = { _ in true }
    ) throws -> [Record] {
        try records(name, stamp: stamp(sources), build: build, write: write, read: read, valid: valid)
    }

    /// What the compiled files of `sources` start with (nil when nothing is kept): the sources
    /// looked at once for several files made from them (a list and its index).
    func stamp(_ sources: [URL]) -> [UInt8]? {
        directory == nil ? nil : Self.header(sources)
    }

    /// ``records(_:sources:build:write:read:valid:)`` for sources already looked at (``stamp(_:)``).
    func records<Record>(
        _ name: String, stamp header: [UInt8]?, build: () throws -> [Record],
        write: (Record, inout BinaryWriter) -> Void,
        read: (inout BinaryReader) throws(BinaryReader.Malformed) -> Record,
        valid: ([Record]) -> Bool = { _ in true }
    ) throws -> [Record] {
        guard let directory, let header else { return try build() }
        let file = directory.appendingPathComponent(name + ".compiled", isDirectory: false)
        if let stored = FileManager.default.contents(atPath: file.path),
           let records = IndexedLayout(stored, header: header)?.all(in: stored, read), valid(records) {
            return records
        }
        let records = try build()
        Self.compile(records, write: write, header: header, to: file, in: directory)
        return records
    }

    /// ``records(_:stamp:build:write:read:valid:)`` decoded a record at a time, when asked for:
    /// of a kept file only the places of its texts and records are read now (a reply that looks
    /// names up in an index, and reads the handful of records it names, decodes only those). A
    /// record that turns out damaged then has the list built from the sources again, and
    /// compiled anew.
    func lazyRecords<Record: Sendable>(
        _ name: String, stamp header: [UInt8]?, build: @escaping @Sendable () throws -> [Record],
        write: @escaping @Sendable (Record, inout BinaryWriter) -> Void,
        read: @escaping @Sendable (inout BinaryReader) throws(BinaryReader.Malformed) -> Record
    ) throws -> LazyRecords<Record> {
        guard let directory, let header else { return LazyRecords(try build()) }
        let file = directory.appendingPathComponent(name + ".compiled", isDirectory: false)
        if let stored = FileManager.default.contents(atPath: file.path), let layout = IndexedLayout(stored, header: header) {
            // The sources have not changed since the file was made (its header says so): a
            // damaged record has them read again, once, as a start without the file would.
            let rebuilt = LazyRecords<Record>(count: layout.count, record: { _ in nil }, all: {
                let records = (try? build()) ?? []
                Self.compile(records, write: write, header: header, to: file, in: directory)
                return records
            })
            return LazyRecords(
                count: layout.count,
                record: { index in
                    if let record = layout.record(index, in: stored, read) { return record }
                    let records = rebuilt.all
                    return records.indices.contains(index) ? records[index] : nil
                },
                all: { layout.all(in: stored, read) ?? rebuilt.all })
        }
        let records = try build()
        Self.compile(records, write: write, header: header, to: file, in: directory)
        return LazyRecords(records)
    }

    /// Compiles `records` after `header` into `file`, each findable by its place (``IndexedLayout``).
    static func compile<Record>(_ records: [Record], write: (Record, inout BinaryWriter) -> Void, header: [UInt8],
                                to file: URL, in directory: URL) {
        var writer = BinaryWriter()
        writer.writeIndexed(records) { writer, record in write(record, &writer) }
        store(header + writer.bytes, at: file, in: directory)
    }

    /// What a compiled file of `sources` starts with; nil when a source or the program cannot be
    /// looked at (then nothing is kept).
    static func header(_ sources: [URL]) -> [UInt8]? {
        guard let program = program else { return nil }
        var writer = BinaryWriter()
        writer.write("airfit compiled data 1")
        writer.write(program.size)
        writer.write(program.modified)
        writer.write(sources.count)
        for source in sources {
            guard let stamp = stamp(source.path) else { return nil }
            writer.write(source.path)
            writer.write(stamp.size)
            writer.write(stamp.modified)
        }
        return writer.bytes
    }

    /// The running executable's size and modification time (nanoseconds).
    static let program: (size: Int, modified: Int)? = stamp("/proc/self/exe")

    static func stamp(_ path: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec))
    }

    /// Writes `bytes` to `file` through a file of its own renamed over it, so that a reader
    /// never sees half of one; failures are ignored (the sources stay the truth).
    static func store(_ bytes: [UInt8], at file: URL, in directory: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                     attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes), attributes: [.posixPermissions: 0o600]) else {
            return
        }
        if rename(temporary.path, file.path) != 0 { try? manager.removeItem(at: temporary) }
    }
}
