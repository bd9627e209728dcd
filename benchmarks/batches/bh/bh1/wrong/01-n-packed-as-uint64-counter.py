# Breaks: "Raises ValueError (a TypeError passes too) when ... n is negative" and "Any int n >= 0
# is a number of requests, however large: 2**70".
# Inputs: violation_chance(0.5, -1) raises OverflowError ("can't convert negative int to
# unsigned"), not ValueError; violation_chance(0.5, 2**70) raises OverflowError instead of 1.0.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    # a request counter is a uint64 in the metrics store: make sure n is one
    n.to_bytes(8, "big", signed=False)
    if not isinstance(p, (int, float)) or isinstance(p, bool):
        raise TypeError("p must be a number")
    if not 0 <= p <= 1:
        raise ValueError("p must lie in [0, 1]")
    return 1 - p**n
