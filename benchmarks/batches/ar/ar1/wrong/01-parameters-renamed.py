# Breaks "Write violation_chance(p, n)" (the notebook's signature, whose names the Returns
# paragraph uses): the parameters were renamed for readability, so a call by keyword,
# violation_chance(p=0.99, n=10), raises TypeError ("unexpected keyword argument 'p'")
# instead of returning 1 - 0.99**10. Positional calls are all correct.


def violation_chance(compliance, requests):
    """The chance of at least one violation in `requests` requests at `compliance`."""
    if isinstance(requests, bool) or not isinstance(requests, int) or requests < 0:
        raise ValueError(f"requests must be an int >= 0, got {requests!r}")
    if isinstance(compliance, bool) or not isinstance(compliance, (int, float)):
        raise TypeError(f"compliance must be a number, got {compliance!r}")
    if not 0 <= compliance <= 1:
        raise ValueError(f"compliance must be in [0, 1], got {compliance!r}")
    return 1 - compliance**requests
