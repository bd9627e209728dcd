# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds". The input is first validated schema-style into a
# dataclass, which refuses unknown keys: a free session's create_case_file with
# {"tier": "premium"} raises TypeError instead of returning a Deny (a premium one too, instead of None).
from dataclasses import dataclass, field

from toolhooks import Deny


@dataclass(frozen=True)
class CaseFileRequest:
    customer_id: object = None
    summary: object = None
    evidence: tuple = field(default=())


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    request = CaseFileRequest(**call.input)  # validate the shape first
    if call.context.tier == "free":
        return Deny(
            f"Free-tier customers cannot open case files (customer {request.customer_id!r}).",
            "Offer the self-service FAQ or the premium upgrade instead.",
        )
    return None
