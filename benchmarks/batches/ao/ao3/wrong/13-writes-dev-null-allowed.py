# Wrong: "Deny ... a Write or Edit whose file_path, normalised from the project folder, is
# outside it". /dev/null is let through as harmless: cwd "/work/project", Write file_path
# "/dev/null" (or "../../../dev/null") returns None.
import os

from toolhooks import Deny

SINKS = {"/dev/null"}  # writing there throws the bytes away


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder to check writes against.",
                    "ask the user to start Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call gives no file_path to check.",
                    "retry with file_path set to a path inside the project folder.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if target in SINKS or target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                "write the file inside the project folder instead.")
