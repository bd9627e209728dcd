# Right for Exercise 13: only the exact names Write and Edit are judged; no "cwd" (missing or "")
# or a file_path that is missing, empty or not a str is denied with a non-blank alternative.
# Otherwise the folder and the joined path are normalised with os.path.normpath (text only) and
# compared by whole parts with os.path.commonpath, which is the folder itself exactly when the
# path is the folder or under it ("/" included), case-sensitively. Every other tool gets None.
import os
import posixpath

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    root = call.context.attributes.get("cwd", "")
    if root == "":
        return Deny("no project folder is known for this session, so no write can be checked",
                    "ask the user to restart Claude Code from the project folder")
    given = call.input.get("file_path")
    if not isinstance(given, str) or given == "":
        return Deny("the call gives no file_path as text, so there is nothing to check",
                    "call the tool again with file_path set to a file inside the project")
    root = os.path.normpath(root)
    target = os.path.normpath(posixpath.join(root, given))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{given!r} lands outside the project folder {root!r}",
                f"write it under {root!r} instead")
