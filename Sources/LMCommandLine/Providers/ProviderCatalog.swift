import Foundation
import LMCore
import LMFallback
import LMLlama
import LMServer

/// The providers this build of lmctl can make, and why one can't be made.
///
/// This is the one place that knows the concrete model types of LMFallback, LMLlama and LMServer.
enum ProviderCatalog {
    /// A model, or the reason this build can't make one.
    enum Made: Sendable {
        case model(any LanguageModel)
        case missing(String)
    }

    /// The settings llama is made with.
    struct LlamaSettings: Sendable, Equatable {
        var path: String
        var contextSize: Int?
        var threads: Int?
    }

    /// The deterministic fallback.
    static func fallback() -> Made {
        .model(FallbackLanguageModel())
    }

    /// llama.cpp with a GGUF model; its availability says when the runtime or the file is missing.
    static func llama(_ settings: LlamaSettings) -> Made {
        let configuration = LlamaLanguageModel.Configuration(
            contextSize: settings.contextSize,
            threads: settings.threads
        )
        return .model(LlamaLanguageModel(path: settings.path, configuration: configuration))
    }

    /// OpenAI-compatible inference servers serving one model: one server, or a fleet that
    /// balances requests over several; the API key comes from `LMCORE_SERVER_API_KEY`, the
    /// dialect from the endpoints (detected per server unless set).
    static func server(_ endpoints: ServerEndpoints) -> any LanguageModel {
        if endpoints.urls.count == 1 {
            return ServerLanguageModel(baseURL: endpoints.urls[0], model: endpoints.model, dialect: endpoints.dialect)
        }
        return ServerFleetLanguageModel(baseURLs: endpoints.urls, model: endpoints.model, dialect: endpoints.dialect)
    }

    /// The mock.
    /// - Parameter environment: Environment variables (see ``MockResponder``).
    static func mock(environment: [String: String] = [:]) -> any LanguageModel {
        MockResponder.model(environment: environment)
    }
}
