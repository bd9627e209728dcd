# Wrong: "a missing, empty or non-string file_path ... is denied too: nothing to check is no
# permission". A Write with input {"file_path": None, "content": "x"} is allowed here (None);
# only a missing key is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder to check writes against.",
                    "ask the user to start Claude Code from the project folder.")
    if "file_path" not in call.input:
        return Deny("the call gives no file_path to check.",
                    "retry with file_path set to a path inside the project folder.")
    file_path = call.input["file_path"]
    if file_path is None:
        return None  # an explicit null: the tool will write nothing anywhere
    if not isinstance(file_path, str) or not file_path:
        return Deny(f"file_path must be a path, got {file_path!r}.",
                    "retry with file_path set to a path inside the project folder.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                "write the file inside the project folder instead.")
