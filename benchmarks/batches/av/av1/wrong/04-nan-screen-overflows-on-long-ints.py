# Breaks: "Deny(...) ... whatever call.input ... holds (... any JSON type, ... a NaN or
# infinity too, an int of at most 4,300 digits". The denial counts non-finite numbers with
# math.isfinite, which converts ints to float: a free-tier create_case_file whose input holds
# 10**400 raises OverflowError instead of returning the Deny. Premium calls are not scanned.
import math
from collections.abc import Mapping

from toolhooks import Deny


def _non_finite(value):
    """How many NaN or infinite numbers the model put in its input, at any depth."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, (int, float)):
        return 0 if math.isfinite(value) else 1
    if isinstance(value, Mapping):
        return sum(_non_finite(item) for item in value.values())
    if isinstance(value, (tuple, list)):
        return sum(_non_finite(item) for item in value)
    return 0


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    odd = _non_finite(call.input)
    note = f" (the request also carried {odd} non-finite number(s))" if odd else ""
    return Deny(
        "free-tier accounts cannot open case files." + note,
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
