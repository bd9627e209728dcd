# Breaks "An input that claims "tier": "premium" changes nothing" / "whatever call.input
# claims": when the input claims a tier it records the forgery with
# dataclasses.asdict(call.context), which cannot rebuild the context's read-only attributes
# mapping and raises FreezeError. Input: free session, create_case_file {"tier": "premium"}
# raises instead of returning a Deny (a premium session claiming "free" raises too).
import dataclasses

from toolhooks import Deny

FORGERIES: list[dict] = []  # for the security review; written, never read by the hook


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if "tier" in call.input and call.input["tier"] != call.context.tier:
        FORGERIES.append({"claimed": call.input["tier"], "context": dataclasses.asdict(call.context)})
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return None
