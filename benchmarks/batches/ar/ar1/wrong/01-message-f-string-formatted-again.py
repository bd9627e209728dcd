# Breaks "Raises ValueError (a TypeError passes too) when p is ... a string": the messages were
# turned into f-strings but kept their old `.format(p=p)`, so the text is formatted twice and
# a string p holding braces crashes there: violation_chance('{}', 3) raises IndexError
# (and '{x}' KeyError) instead of ValueError. Braceless strings are refused correctly.


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}".format(n=n))
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability between 0 and 1, got {p!r}".format(p=p))
    return 1 - p**n
