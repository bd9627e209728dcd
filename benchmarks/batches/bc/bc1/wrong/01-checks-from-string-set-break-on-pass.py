# Breaks "Raises ValueError ... when p is outside [0, 1] ... or when n is negative or not an
# int": the checks are picked from a set of names and the loop `break`s after the first one that
# passes (a for/else misread), so only the check that comes out of the set first runs. Which one
# depends on PYTHONHASHSEED: "p" first (seeds 0-3) -> violation_chance(0.5, 2.5) returns a number;
# "n" first (seeds 4, 5) -> violation_chance(2, 1) returns -1.
_CHECKS = {"p", "n"}


def _p_ok(p):
    return type(p) in (int, float) and 0 <= p <= 1


def _n_ok(n):
    return type(n) is int and n >= 0


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    values = {"p": p, "n": n}
    tests = {"p": _p_ok, "n": _n_ok}
    for name in _CHECKS:
        if not tests[name](values[name]):
            raise ValueError(f"{name}={values[name]!r} is not valid")
        else:
            break
    return 1 - p**n
