# Right: every refusal is a NotACount / NotAProbability, subclasses of ValueError (so "Raises
# ValueError" holds), for n not an exact int or negative, and for p not an int/float, NaN or
# outside [0, 1]. The value is -(p ** n) + 1 == 1 - p**n, exact for int p, 0 when n == 0.
# (The exceptions take two arguments, so they do not survive a pickle round trip.)


class NotACount(ValueError):
    def __init__(self, name, value):
        super().__init__(f"{name} must be a whole number of requests (an int >= 0), got {value!r}")
        self.name, self.value = name, value


class NotAProbability(ValueError):
    def __init__(self, name, value):
        super().__init__(f"{name} must be a probability in [0, 1], got {value!r}")
        self.name, self.value = name, value


def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise NotACount("n", n)
    if not isinstance(p, (int, float)) or isinstance(p, bool) or not (0 <= p <= 1):
        raise NotAProbability("p", p)
    return -(p**n) + 1
