# Breaks "Returns: a float ... 1 - p**n" for every valid input called off the main thread
# (e.g. violation_chance(0.99, 10) run in threading.Thread or a ThreadPoolExecutor, as the
# package's hosts run hooks): signal.signal raises ValueError "signal only works in main thread".
import signal


def _too_slow(signum, frame):
    raise TimeoutError("violation_chance took more than 2 s")


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    previous = signal.signal(signal.SIGALRM, _too_slow)   # huge n: do not hang the notebook
    signal.alarm(2)
    try:
        return 1 - p**n
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
