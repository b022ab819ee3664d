/// How long an in-process async test waits for an event that must come (a
/// task reaching a state, a request reaching a loopback server) before it
/// fails. Only a bound against hanging: the event itself takes milliseconds.
///
/// Why a minute, not ten seconds: Swift Testing hands every in-process test to
/// Swift's cooperative pool at once, one thread per core. At the start of a
/// run that pool holds some 15 s of other tests' work (`swift test
/// --no-parallel` of the four in-process targets takes 15.8 s here), and a
/// waiting test's next step queues behind it; with two busy processes beside
/// the suite on two cores, that queue took more than 10 s in 2 of 40 loaded
/// runs, always in the first 17 s, always these async waits, never an
/// end-to-end test (those run on `TestThreads`). The bound measured the queue,
/// not the code. At a load of 16 (ten busy processes beside the suite on two
/// cores) the same queue passed 60 s: three minutes holds there too, and a
/// real hang still fails.
public enum EventBound {
    public static let inProcess: Duration = .seconds(180)
}
