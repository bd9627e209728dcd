# Wrong: "names with ... a quote or a space" are names, so a path inside the folder is allowed.
# A space anywhere is refused here: cwd "/work/project", file_path "docs/release notes.md"
# (inside) gets a Deny.
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
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call gives no file_path to check.",
                    "retry with file_path set to a path inside the project folder.")
    if " " in file_path:  # spaces break every shell script that touches the file later
        return Deny(f"{file_path!r} has a space in it.", "use dashes or underscores instead.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                "write the file inside the project folder instead.")
