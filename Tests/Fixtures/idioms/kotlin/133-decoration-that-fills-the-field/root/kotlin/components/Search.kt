package com.example.search

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class SearchSize { Small, Large }

@Composable
fun Search(query: String, onQueryChange: (String) -> Unit, size: SearchSize = SearchSize.Small) {
    BasicTextField(
        value = query,
        onValueChange = onQueryChange,
        modifier = Modifier
            .height(if (size == SearchSize.Small) 36.dp else 44.dp)
            .background(Color(0xFFF1F3F4), RoundedCornerShape(18.dp)),
        decorationBox = { field ->
            Row(
                Modifier.fillMaxHeight().padding(horizontal = 14.dp),
                horizontalArrangement = Arrangement.spacedBy(8.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) { field() }
        },
    )
}
