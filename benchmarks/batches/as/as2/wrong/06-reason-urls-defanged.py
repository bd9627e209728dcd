# Breaks: "then `deny.reason` whole, character for character": links in the reason are
# "defanged" (http -> hxxp, "." -> "[.]" in the host), a threat-intel habit against clickable URLs.
# Input: Deny("see https://status.example.com for the outage") gives
# "BLOCKED: see hxxps://status[.]example[.]com for the outage".
import re

from toolhooks import Deny

_URL = re.compile(r"\b(https?)://([^\s/]+)")


def _defang(text):
    return _URL.sub(lambda m: m.group(1).replace("tt", "xx") + "://" + m.group(2).replace(".", "[.]"), text)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + _defang(reason)
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
