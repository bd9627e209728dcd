"""Hold the grader: every call sleeps 1.9 s, just under the 2 s per-call limit; the answer is right until the very last fixed example (it accepts n = NaN), so the grader sits through every example of both properties: about 90 s with 30 examples (dev), minutes with 150 (ci).
A correct grader must not pass and must be done within 60 s (an overall budget per exercise and per file)."""
import math
import time


def violation_chance(p, n):
    time.sleep(1.9)
    if isinstance(n, float) and math.isnan(n):
        return 0.5  # the one mistake, met last
    if isinstance(n, bool) or not isinstance(n, (int, float)) or (isinstance(n, float) and not n.is_integer()):
        raise ValueError("n must be a whole number")
    if not 0.0 <= p <= 1.0 or n < 0:
        raise ValueError("out of range")
    return 1.0 - p ** int(n)
