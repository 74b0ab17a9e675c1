import Foundation

/// One record of `documents.jsonl` in the evaluation format.
struct EvalDocument: Decodable {
    /// The reference answers of a document.
    struct Reference: Decodable {
        let title: String
        let summary: String
        let leadSentences: [Int]
        let keyPoints: [String]
        let tags: [String]
        let category: String
        let sentiment: String
        let entities: [String: [String]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            summary = try container.decode(String.self, forKey: .summary)
            // A development set may leave out extractive picks, key points and tags; their rows are then skipped.
            leadSentences = try container.decodeIfPresent([Int].self, forKey: .leadSentences) ?? []
            keyPoints = try container.decodeIfPresent([String].self, forKey: .keyPoints) ?? []
            tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
            category = try container.decode(String.self, forKey: .category)
            sentiment = try container.decode(String.self, forKey: .sentiment)
            entities = try container.decode([String: [String]].self, forKey: .entities)
        }

        private enum CodingKeys: String, CodingKey {
            case title, summary, tags, category, sentiment, entities
            case leadSentences = "lead_sentences"
            case keyPoints = "key_points"
        }
    }

    let id: String
    let kind: String
    let text: String
    let reference: Reference
}

/// One record of `corrections.jsonl`.
struct EvalCorrection: Decodable {
    let id: String
    let input: String
    let accepted: [String]
}

/// Errors of the evaluation harness, each saying what to do.
struct EvalError: Error, CustomStringConvertible {
    let description: String
}

/// Reads JSON Lines files.
enum EvalData {
    /// Decodes every non-empty line of a JSONL file.
    /// - Throws: ``EvalError`` naming the file and line when a file is missing or a line is malformed.
    static func load<T: Decodable>(_ type: T.Type, from url: URL) throws -> [T] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw EvalError(description: "cannot read \(url.path): pass --data DIR pointing at the eval folder")
        }
        let decoder = JSONDecoder()
        var result: [T] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                result.append(try decoder.decode(T.self, from: Data(line.utf8)))
            } catch {
                throw EvalError(description: "\(url.path):\(number + 1): not a valid record (\(error))")
            }
        }
        return result
    }
}
