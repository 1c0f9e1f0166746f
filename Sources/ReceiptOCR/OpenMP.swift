import CTesseract
import Foundation

/// Keeps Tesseract's OpenMP from oversubscribing the cores.
///
/// libtesseract is built with OpenMP; with its defaults every engine starts a team
/// of threads per recognition, and several engines in one process (one per worker)
/// then fight over the cores: measured 2× slower on 2 cores. libgomp reads
/// `OMP_THREAD_LIMIT` once, when it is loaded, which happens before `main` runs, so
/// the variable has to be in the environment the process starts with.
public enum OpenMP {
    /// The thread limit libgomp settled on when it loaded.
    public static var threadLimit: Int { Int(omp_get_thread_limit()) }

    /// Re-executes the running program with `OMP_THREAD_LIMIT=1` unless it already
    /// has it. Call first thing in `main`. Returns when no re-exec is needed, or when
    /// it was impossible (the program then runs on, with OpenMP's own defaults).
    public static func reexecSingleThreadedIfNeeded() {
        #if os(Linux)
            guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] != "1" else { return }
            setenv("OMP_THREAD_LIMIT", "1", 1)
            execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only reached when exec failed; carry on in this process.
        #endif
    }
}
