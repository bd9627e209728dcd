# Wrong: breaks `"tool_use_id"` is "the one given, exactly": an id that parses as a UUID is
# rewritten in canonical form (lower case, hyphens), e.g. the id
# "6F9619FF-8B86-D011-B42D-00CF4FC964FF" comes back "6f9619ff-8b86-d011-b42d-00cf4fc964ff"
# (and "{...}" or 32 bare hex digits get hyphens). "toolu_..." ids are kept.
import re
import uuid

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _canonical_id(tool_use_id):
    try:
        return str(uuid.UUID(tool_use_id))  # our ids are UUIDs upstream: one spelling only
    except (ValueError, TypeError, AttributeError):
        return tool_use_id


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIX.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": _canonical_id(tool_use_id),
        "is_error": True,
        "content": content,
    }
