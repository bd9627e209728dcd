# Breaks "Raises ValueError ... when n is negative or not an int: 2.5, NaN, ±inf ... 3.0":
# the checks are zipped with a tuple of messages that has only one entry, and zip() stops at the
# shorter, so n is never checked. violation_chance(0.5, 2.5) returns ~0.823 and
# violation_chance(0.5, -1) returns -1.0 instead of raising; violation_chance(0.99, 100) is right.
def _is_probability(p):
    return not isinstance(p, bool) and isinstance(p, (int, float)) and 0 <= p <= 1


def _is_request_count(n):
    return type(n) is int and n >= 0


_CHECKS = (_is_probability, _is_request_count)
_MESSAGES = ("p must be a probability in [0, 1], got {!r}",)


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    for value, check, message in zip((p, n), _CHECKS, _MESSAGES):
        if not check(value):
            raise ValueError(message.format(value))
    return 1 - p**n
