# Right: a constant table keyed by (tool name, tier) holds the one Deny (frozen, never written
# after import); dict lookup hashes and compares the exact strings, so only
# ("create_case_file", "free") is found and every other pair gets .get's default, None.
# Nothing but call.tool_name and call.context.tier is read.
from types import MappingProxyType

from toolhooks import Deny

_DECISIONS = MappingProxyType({
    ("create_case_file", "free"): Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade page, and answer from the general FAQ meanwhile.",
    ),
})


def free_tier_hook(call):
    return _DECISIONS.get((call.tool_name, call.context.tier))
