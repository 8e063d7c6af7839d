print("airfit")
