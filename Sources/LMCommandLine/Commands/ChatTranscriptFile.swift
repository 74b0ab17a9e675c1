import Foundation
import LMCore

/// Reads and writes the transcript file of `lmctl chat --transcript`.
enum ChatTranscriptFile {
    /// The transcript at a path, or `nil` when there is no file yet.
    /// - Throws: ``CommandFailure`` (exit 4) when the path is a directory or not a transcript.
    static func load(_ path: String) throws(CommandFailure) -> Transcript? {
        let status: FileStatus
        do {
            status = try FileStatus.of(path)
        } catch {
            if error.kind == .missing { return nil }
            throw CommandFailure(.input, error.description)
        }
        if status.kind == .directory {
            throw CommandFailure(.input, "\(path): is a directory; --transcript needs a file")
        }
        if status.kind == .other {
            throw CommandFailure(.input, "\(path): \(FileStatus.notRegularMessage)")
        }
        let text: String
        do {
            text = try SchemaFile.readText(path)
        } catch {
            if error.kind == .empty { return nil }
            throw CommandFailure(.input, error.description)
        }
        do {
            return try JSONDecoder().decode(Transcript.self, from: Data(text.utf8))
        } catch let error as Transcript.FormatError {
            throw CommandFailure(.input, "\(path): \(error.message)")
        } catch {
            throw CommandFailure(
                .input, "\(path): is not an LMCore transcript (\(error)); move it away or pick another file")
        }
    }

    /// Writes a transcript atomically.
    /// - Throws: ``CommandFailure`` (exit 4) when the file can't be written.
    static func save(_ transcript: Transcript, to path: String) throws(CommandFailure) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted]
            try encoder.encode(transcript).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(.input, "\(path): can't save the transcript (\(error.localizedDescription))")
        }
    }
}
