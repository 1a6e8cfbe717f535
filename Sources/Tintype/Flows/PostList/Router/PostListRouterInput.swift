/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// Opens what a row of posts opens, over the host.
@MainActor
protocol PostListRouterInput: PostRowsRouterInput {}
