# Breaks: "whatever `call.input` claims or holds" (free tier + create_case_file is Deny) on
# the grading platform, Python 3.11 -- to list long evidence in the reason the answer uses
# itertools.batched, new in Python 3.12 (AttributeError on 3.11). Input: create_case_file
# {"evidence": ("a", "b", "c", "d")} in a free-tier session raises instead of Deny.
import itertools

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    evidence = call.input.get("evidence", ())
    reason = "free-tier accounts cannot open case files."
    if isinstance(evidence, tuple) and len(evidence) > 3:
        rows = ["; ".join(map(str, row)) for row in itertools.batched(evidence, 3)]
        reason += " Evidence received: " + " | ".join(rows)
    return Deny(reason, "keep the evidence, offer the premium plan, and answer from the FAQ.")
