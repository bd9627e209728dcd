# Breaks: "Deny(...) when ... tool_name == 'create_case_file' and tier == 'free', ... whatever
# call.input claims or holds (... the input's values may be of any JSON type ... as json.loads
# reads them)". Input: a free create_case_file whose input is json.loads('{"summary": "\\ud800"}')
# (a lone surrogate, which json.loads returns) raises UnicodeEncodeError instead of denying.
import hashlib
import json

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    text = json.dumps(call.input, sort_keys=True, ensure_ascii=False)  # keep accents readable
    fingerprint = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    return Deny(
        f"free-tier accounts cannot open case files (request {fingerprint}).",
        "offer the FAQ or the upgrade to premium.",
    )
