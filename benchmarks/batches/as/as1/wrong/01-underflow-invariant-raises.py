# Breaks "Any int n >= 0 is a number of requests, however large" + "Returns 1 - p**n": an invariant
# ("p**n is 0 only when p is 0") raises where p**n simply underflows to 0.0 for a legal input.
# Input: violation_chance(0.5, 1075) must return 1.0 (0.5**1075 underflows to 0.0); raises ArithmeticError.
def violation_chance(p, n):
    """The chance of at least one violation in n requests at compliance p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must not be negative")
    if isinstance(p, str) or not (0 <= p <= 1):
        raise ValueError("p must be a probability in [0, 1]")
    all_comply = p**n
    if all_comply == 0 and p != 0:
        raise ArithmeticError("p**n underflowed: the result would be meaningless")
    return 1 - all_comply
