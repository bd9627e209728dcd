# Wrong: "Allow every other tool, whatever its input." The frozen input is first turned into a
# plain dict with ast.literal_eval(str(dict(call.input))), for every tool; a nested value
# prints as FrozenDict({...}), which literal_eval refuses: a "Task" call with input
# {"options": {"x": 1}} raises ValueError instead of returning None.
import ast
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    tool_input = ast.literal_eval(str(dict(call.input)))  # a plain, detached copy
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start the session in the project folder")
    path = tool_input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", "pass file_path as text inside the project")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{target} is outside the project folder", "write inside the project folder instead")
