# Breaks: "then, only when the `Deny` has an alternative that is not blank (by `str.strip()`),
# that alternative". An unseeded A/B test leaves the alternative out of about one result in
# twenty: Deny("free tier", "offer the FAQ") called 100 times gives "BLOCKED: free tier" with
# no alternative a few of those times.
import random
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ab = random.Random()  # prompt experiment: does the model do better without advice?


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip() and _ab.random() >= 0.05:
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
