package shop.ui.theme

import androidx.compose.ui.unit.dp

object ShopSpacing {
    val tight = 4.dp
    val cozy = 12.dp
}

object ShopRadius {
    val pill = 999.dp
}
