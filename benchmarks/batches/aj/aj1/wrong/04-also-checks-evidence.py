# WRONG (Rule A folded into the Rule B hook: an explicitly empty evidence list is refused for
# everyone). Breaks "otherwise None": a premium session's create_case_file with
# {"summary": "credit", "evidence": []} is denied; Rule A lives in the tool (notebook 02), not
# here. Premium calls with evidence, or without an "evidence" key, and every free call are right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    if "evidence" in call.input and not call.input["evidence"]:
        return Deny(
            "a case file needs at least one piece of evidence.",
            "collect the order id or a screenshot first, then retry.",
        )
    return None
