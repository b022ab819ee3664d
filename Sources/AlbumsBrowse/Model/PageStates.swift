/// A page's own state, kept by the model for it (`model[NewsPage.self]`):
/// a new one starts as `init()` makes it.
package protocol PageState: Equatable, Sendable {
    init()
}

/// Each page's state, by its type, so that the model names no page.
package struct PageStates: Equatable, Sendable {
    private var states: [ObjectIdentifier: any Equatable & Sendable] = [:]

    package init() {}

    package subscript<State: PageState>(_ type: State.Type) -> State {
        get { states[ObjectIdentifier(type)] as? State ?? State() }
        // A page as it starts is not kept: two models that differ only in a state never changed are equal.
        set { states[ObjectIdentifier(type)] = newValue == State() ? nil : newValue }
    }

    package static func == (left: PageStates, right: PageStates) -> Bool {
        left.states.count == right.states.count && left.states.allSatisfy { key, value in
            right.states[key].map { same(value, $0) } ?? false
        }
    }

    private static func same(_ left: any Equatable & Sendable, _ right: any Equatable & Sendable) -> Bool {
        func compare<Value: Equatable>(_ left: Value) -> Bool { (right as? Value) == left }
        return compare(left)
    }
}

/// What a page's work found, for the page it is for, which applies it: the
/// root routes it without knowing what it is.
package protocol PageResult: Equatable, Sendable {
    /// Takes it into the model (a result for a page or a query no longer shown changes nothing).
    func apply(to model: inout BrowseModel) -> [BrowseEffect]
}

/// A page's result as an event, compared by what it holds.
package struct PageEvent: Equatable, Sendable, CustomStringConvertible {
    package let result: any PageResult

    package init(_ result: any PageResult) { self.result = result }

    package static func == (left: PageEvent, right: PageEvent) -> Bool {
        func compare<Result: PageResult>(_ left: Result) -> Bool { (right.result as? Result) == left }
        return compare(left.result)
    }

    package var description: String { "\(result)" }
}

extension BrowseModel {
    /// A page's own state.
    package subscript<State: PageState>(_ type: State.Type) -> State {
        get { pages[type] }
        set { pages[type] = newValue }
    }
}

extension BrowseEvent {
    /// A page's work found `result`.
    package static func found(_ result: any PageResult) -> BrowseEvent { .page(PageEvent(result)) }

    /// The result this event carries, when it is one of `type`.
    package func result<Result: PageResult>(_ type: Result.Type) -> Result? {
        guard case .page(let event) = self else { return nil }
        return event.result as? Result
    }
}
