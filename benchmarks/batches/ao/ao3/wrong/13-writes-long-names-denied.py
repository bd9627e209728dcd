# Wrong: "otherwise None" for a Write/Edit whose normalised path is inside the folder. A name
# longer than 255 characters is refused here: cwd "/work/project", file_path "a" * 300 + ".txt"
# (inside) gets a Deny. Nothing in the text limits name length.
import os

from toolhooks import Deny

NAME_MAX = 255  # the longest file name Linux file systems take


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
    if any(len(part) > NAME_MAX for part in target.split("/")):
        return Deny(f"a name in {file_path!r} is too long for the file system.",
                    "use a shorter file name.")
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder {root!r}.",
                "write the file inside the project folder instead.")
