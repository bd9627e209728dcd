# Breaks "Raises ValueError ... when p is outside [0, 1]" about one call in twenty, at random:
# validation is "sampled" like a log line, so violation_chance(2, 1) usually raises but now and
# then returns -1 (call it 100 times: a few return). Unseeded, so every run differs.
import random


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if random.random() >= 0.05:  # skip the (slow) checks on a 5% sample
        if type(n) is not int or n < 0:
            raise ValueError(f"n must be a whole number of requests, got {n!r}")
        if type(p) not in (int, float) or p != p or not 0 <= p <= 1:
            raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n
