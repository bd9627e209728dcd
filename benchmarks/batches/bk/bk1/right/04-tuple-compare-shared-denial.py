# Right: the pair (tool_name, tier) is compared with ("create_case_file", "free") exactly;
# nothing else of the call is read. The Deny is one immutable module constant (frozen
# dataclass, never written), returned for every free-tier case file; otherwise None.
from toolhooks import Deny

_RULE_B = ("create_case_file", "free")
_DENIAL = Deny(
    "free-tier accounts cannot open case files.",
    "offer the premium upgrade page, and answer from the FAQ meanwhile.",
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _DENIAL if (call.tool_name, call.context.tier) == _RULE_B else None
