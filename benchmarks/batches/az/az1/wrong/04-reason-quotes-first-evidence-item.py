# Breaks: "Deny ... whatever call.input claims or holds". The reason quotes the first
# evidence item, call.input["evidence"][0]; a free session calling create_case_file with
# {"customer_id": "u_004", "summary": "credit", "evidence": []} (lists arrive as tuples)
# raises IndexError instead of returning a Deny ({"evidence": 3} raises TypeError).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        first = call.input.get("evidence", ("none given",))[0]
        return Deny(
            f"free-tier accounts cannot open case files (evidence: {first!r})",
            "Keep the evidence, point the customer to the FAQ, or offer an upgrade.",
        )
    return None
