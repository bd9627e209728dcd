# WRONG (treats a tier claim in the input that contradicts the context as an attack and raises).
# Breaks "Deny(reason, alternative) when ... call.context.tier == "free", whatever call.input
# claims" and "otherwise None": a free create_case_file call with {"tier": "premium"} raises
# ForgedClaim (a PermissionError) instead of returning a Deny, and a free lookup_user call with
# {"tier": "premium"} raises instead of returning None. Inputs without a contradicting claim are right.
from toolhooks import Deny


class ForgedClaim(PermissionError):
    """The model's input claims a plan the session does not have."""


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    claimed = call.input.get("tier")
    if claimed is not None and claimed != call.context.tier:
        raise ForgedClaim(f"input claims tier {claimed!r}, session is {call.context.tier!r}")
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
