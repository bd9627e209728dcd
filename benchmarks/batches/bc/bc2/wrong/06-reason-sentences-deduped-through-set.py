# Breaks: "then `deny.reason` whole, character for character". The reason's sentences are
# de-duplicated through a set, so a reason of two or more sentences comes back in hash order
# (it changes with PYTHONHASHSEED): Deny("Deploys are frozen. Ask the on-call engineer.")
# gives e.g. "BLOCKED: Ask the on-call engineer.. Deploys are frozen" in some processes.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _tidy(reason):
    sentences = reason.split(". ")
    if len(sentences) == 1:
        return reason
    # models repeat themselves; keep each sentence once
    return ". ".join(set(sentences))


def synthetic_error_result(tool_use_id, deny):
    reason = _tidy(_PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
