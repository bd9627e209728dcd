# Breaks "Raises ValueError ... when p is outside [0, 1]": the timing helper's __exit__
# returns True ("done, all good"), which swallows the ValueError raised inside it, so the
# call returns None. Input: violation_chance(1.5, 3) returns None; violation_chance(0.99, 10)
# returns 0.0956...
import math
import time


class _Timed:
    def __enter__(self):
        self.started = time.perf_counter()
        return self

    def __exit__(self, *exc_info):
        self.elapsed = time.perf_counter() - self.started
        return True


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    with _Timed():
        if isinstance(p, bool) or not isinstance(p, (int, float)):
            raise TypeError("p must be an int or a float")
        if isinstance(p, float) and math.isnan(p) or not 0 <= p <= 1:
            raise ValueError("p must be a probability in [0, 1]")
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError("n must be an int")
        if n < 0:
            raise ValueError("n must be >= 0")
        return 1 - p**n
